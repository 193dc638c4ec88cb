import { isInteger, isSafeNumber, parse } from 'lossless-json';

/** A number as the sender wrote it: an integer too big for a JavaScript number stays its digits, anything else a number. */
function idSafeNumber(digits: string): number | string {
  return isInteger(digits) && !isSafeNumber(digits) ? digits : Number(digits);
}

/**
 * JSON.parse, except that an integer past Number.MAX_SAFE_INTEGER (2^53 - 1) comes back as its digits in a string:
 * Meta and Google write their int64 ids (ad ids run to 17+ digits) as JSON numbers, and a JavaScript number would
 * round them. Parsed by lossless-json, which reads every number from its text; throws SyntaxError on what is not JSON.
 */
export function parseJsonKeepingBigIntegers(text: string): unknown {
  return parse(text, null, idSafeNumber);
}
