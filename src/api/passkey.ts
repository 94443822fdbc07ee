import {
  DeviceOverviewSchema,
  EnrolmentCodeResponseSchema,
  type PasskeyDecision,
  PasskeyCreationOptionsSchema,
  PasskeyDevicesResponseSchema,
  PasskeyMessageSchema,
  type PasskeyRegistration,
  PasskeyRegisterResponseSchema,
  PendingPasskeysSchema,
} from '../contract/passkey';
import { api } from './http';

export const passkeyOptions = (signal?: AbortSignal) => api.post('pwa/passkey/options', { signal }).json(PasskeyCreationOptionsSchema);

export const registerPasskey = (body: PasskeyRegistration, signal?: AbortSignal) => api.post('pwa/passkey/register', { json: body, signal }).json(PasskeyRegisterResponseSchema);

export const passkeyDevices = (signal?: AbortSignal) => api.get('pwa/passkey/devices', { signal }).json(PasskeyDevicesResponseSchema);

export const pendingPasskeys = (signal?: AbortSignal) => api.get('pwa/passkey/pending', { signal }).json(PendingPasskeysSchema);

export const decidePasskey = (body: PasskeyDecision, signal?: AbortSignal) => api.post('pwa/passkey/decide', { json: body, signal }).json(PasskeyMessageSchema);

export const DEVICE_OVERVIEW_KEY = 'hr/passkeys/overview';
export const fetchDeviceOverview = () => api.get(DEVICE_OVERVIEW_KEY).json(DeviceOverviewSchema);
export const employeePasskeys = (employeeId: number, signal?: AbortSignal) => api.get(`hr/employees/${employeeId}/passkeys`, { signal }).json(PasskeyDevicesResponseSchema);

export const setPasskeyExemption = (employeeId: number, exempt: boolean, signal?: AbortSignal) =>
  api.post(`hr/employees/${employeeId}/passkey-exempt`, { json: { exempt }, signal }).json(PasskeyMessageSchema);

export const makeEnrolmentCode = (employeeId: number, days: number, signal?: AbortSignal) =>
  api.post(`hr/employees/${employeeId}/enrolment-code`, { json: { days }, signal }).json(EnrolmentCodeResponseSchema);
