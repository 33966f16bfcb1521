import { z } from 'zod';

/** The label of a student who finished school (spec 02 §5). */
export const GRADUATED_LABEL = 'Già diplomato';

/** The last school year; advancing beyond it graduates the student (spec 02 §5: above 4). */
export const FINAL_SCHOOL_YEAR = 5;

/**
 * PUT /student/school-year: `school_year` is the year the student sees now (null: not set, or
 * graduated), so an advance made twice (two tabs, a retry) is a 409 instead of skipping a year.
 */
export const advanceSchoolYearRequestSchema = z.object({
  school_year: z
    .number({ error: "Indica l'anno scolastico attuale." })
    .int("L'anno scolastico non è valido.")
    .min(1, "L'anno scolastico non è valido.")
    .max(FINAL_SCHOOL_YEAR, "L'anno scolastico non è valido."),
});

/** Spec 02 §5: a year above 4 becomes 'Già diplomato', otherwise it increases by 1. */
export function nextSchoolYear(year: number): { schoolYear: number | null; graduated: boolean } {
  return year > 4
    ? { schoolYear: null, graduated: true }
    : { schoolYear: year + 1, graduated: false };
}
