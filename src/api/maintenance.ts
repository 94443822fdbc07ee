import { MaintenanceStateSchema } from '../contract/maintenance';
import { api } from './http';

/** The server's passes as HR reads them (Pengaturan → Pemeliharaan berkala; docs/deployment.md, "Passes"). */
export const HR_MAINTENANCE_KEY = 'hr/maintenance';
export const fetchMaintenance = () => api.get(HR_MAINTENANCE_KEY).json(MaintenanceStateSchema);
