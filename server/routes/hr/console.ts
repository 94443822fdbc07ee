import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { requireEmployee } from '../../http/requireEmployee';
import { requireHr } from '../../http/requireHr';
import { hrAnnouncementRoutes } from './announcements';
import { hrAuditRoutes } from './audit';
import { hrCorrectionRoutes } from './corrections';
import { hrDashboardRoutes } from './dashboard';
import { hrEmployeeFormRoutes } from './employeeForm';
import { hrEmployeeImportRoutes } from './employeeImport';
import { hrEmployeeRoutes } from './employees';
import { hrHolidayRoutes } from './holidays';
import { hrLeaveRoutes } from './leave';
import { hrOfficeRoutes } from './offices';
import { hrPasskeyRoutes } from './passkeys';
import { hrRecapRoutes } from './recap';
import { hrPayrollSheetRoutes } from './payrollSheet';
import { hrPayrollKeyRoutes } from './payrollKeys';
import { hrPeriodRoutes } from './periods';
import { hrRosterRoutes } from './rosters';
import { hrVerificationRoutes } from './verification';
import { hrSettingsRoutes } from './settings';
import { hrFaceReferenceRoutes } from './faceReferences';
import { hrPrivacyRoutes } from './privacy';
import { hrPersonalChangeRoutes } from './personalChanges';
import { hrMaintenanceRoutes } from './maintenance';

/**
 * The HR console's calls (docs/hr.md), mounted at /hr: every one for a signed-in HR clerk or admin, the guard applied
 * here once. The import comes before the employee's own paths, which would take `import` for an id.
 */
export const hrConsoleApi = new Hono<AppEnv>()
  .use(requireEmployee, requireHr)
  .route('/', hrEmployeeImportRoutes)
  .route('/', hrEmployeeRoutes)
  .route('/', hrEmployeeFormRoutes)
  .route('/', hrFaceReferenceRoutes)
  .route('/', hrPrivacyRoutes)
  .route('/', hrPersonalChangeRoutes)
  .route('/', hrPasskeyRoutes)
  .route('/', hrAuditRoutes)
  .route('/', hrVerificationRoutes)
  .route('/', hrRecapRoutes)
  .route('/', hrPayrollSheetRoutes)
  .route('/', hrPayrollKeyRoutes)
  .route('/', hrPeriodRoutes)
  .route('/', hrOfficeRoutes)
  .route('/', hrRosterRoutes)
  .route('/', hrCorrectionRoutes)
  .route('/', hrDashboardRoutes)
  .route('/', hrHolidayRoutes)
  .route('/', hrSettingsRoutes)
  .route('/', hrMaintenanceRoutes)
  .route('/', hrLeaveRoutes)
  .route('/', hrAnnouncementRoutes);
