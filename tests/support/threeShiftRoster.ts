/**
 * A plant's three-shift roster as HR would type it (issue 39): Pagi 07:00–15:00, Siang 15:00–23:00, Malam 23:00–07:00,
 * cycling P P S S M M - - from Monday 2 November 2026, so day n after that Monday is the (n mod 8)-th entry.
 */
export const threeShiftRoster = (name: string) => ({
  name,
  start_date: '2026-11-02',
  shifts: [
    { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 0 },
    { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: 0 },
    { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 0 },
  ],
  cycle: ['P', 'P', 'S', 'S', 'M', 'M', '-', '-'],
});
