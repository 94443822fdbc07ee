import { fromLocal, localDate, localTime } from './shifts/zones';

/** yyyy-mm-dd in Jakarta (WIB), the company's head office: the zone of whatever belongs to no office. */
export const jakartaDate = (instant: Date) => localDate(instant, 'WIB');

/** HH:mm:ss in Jakarta */
export const jakartaTime = (instant: Date) => localTime(instant, 'WIB');

/** The instant of a Jakarta wall-clock date and HH:mm[:ss] time. */
export const fromJakarta = (date: string, time: string) => fromLocal(date, time, 'WIB');
