import { AnnouncementListSchema } from '../contract/schemas';
import { api } from './http';

export const ANNOUNCEMENTS_KEY = 'mobile-v2/pengumuman';
export const fetchAnnouncements = () => api.get(ANNOUNCEMENTS_KEY).json(AnnouncementListSchema);
