/**
 * Types of the part of jStat the paired t-test reads (the package ships no types): the Student
 * t distribution's cumulative distribution function.
 */
declare module 'jstat' {
  export const jStat: {
    studentt: { cdf(x: number, degreesOfFreedom: number): number };
  };
}
