import { PersonalDataSchema } from '../contract/schemas';
import { api } from './http';

export const PERSONAL_DATA_KEY = 'mobile-v2/pegawai-data';
export const fetchPersonalData = () => api.get(PERSONAL_DATA_KEY).json(PersonalDataSchema);
