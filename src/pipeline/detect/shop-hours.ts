/** Placeholder for the merge: the data side's file replaces it (the contract's WeeklyHours). */
export interface WeeklyHours {
  days: number[][];
  holidaysOff: boolean;
}
