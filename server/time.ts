/** Asia/Jakarta (WIB) is UTC+7 all year, with no daylight saving. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const wib = (instant: Date) => new Date(instant.getTime() + WIB_OFFSET_MS).toISOString();

/** yyyy-mm-dd in Jakarta */
export const jakartaDate = (instant: Date) => wib(instant).slice(0, 10);

/** HH:mm:ss in Jakarta */
export const jakartaTime = (instant: Date) => wib(instant).slice(11, 19);

/** The instant of a Jakarta wall-clock date and HH:mm[:ss] time. */
export const fromJakarta = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`) - WIB_OFFSET_MS);
