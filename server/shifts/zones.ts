import { TIME_ZONES, type TimeZoneCode } from '../../src/contract/shifts';

const HOUR_MS = 60 * 60 * 1000;

/** Indonesia's three zones keep one offset all year (no daylight saving): WIB +7, WITA +8, WIT +9. */
const offsetMs = (zone: TimeZoneCode) => TIME_ZONES[zone].utcOffsetHours * HOUR_MS;

const wallClock = (instant: Date, zone: TimeZoneCode) => new Date(instant.getTime() + offsetMs(zone)).toISOString();

/** yyyy-mm-dd on the zone's wall clock. */
export const localDate = (instant: Date, zone: TimeZoneCode) => wallClock(instant, zone).slice(0, 10);

/** HH:mm:ss on the zone's wall clock. */
export const localTime = (instant: Date, zone: TimeZoneCode) => wallClock(instant, zone).slice(11, 19);

/** The instant of a wall-clock date and HH:mm[:ss] time in the zone. */
export const fromLocal = (date: string, time: string, zone: TimeZoneCode) =>
  new Date(Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`) - offsetMs(zone));
