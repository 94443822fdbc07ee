/** Spec §6/§9: the related-staff attendance is for position levels above 4; the server enforces it too. */
export const STAFF_VIEW_MIN_LEVEL = 5;

export const canSeeStaffAttendance = (positionLevel: number | undefined) => (positionLevel ?? 0) >= STAFF_VIEW_MIN_LEVEL;
