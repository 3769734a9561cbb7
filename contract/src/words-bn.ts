/**
 * The Bangla of the app's own fixed words that both the screens and the server's failures name (issue 36), kept
 * once: the tenders and the stock units.
 */
export const TENDERS_BN = {
  Cash: 'ক্যাশ',
  Card: 'কার্ড',
  bKash: 'বিকাশ',
  Nagad: 'নগদ',
  Credit: 'বাকি',
} as const;

export const UNITS_BN = {
  kg: 'কেজি',
  g: 'গ্রাম',
  l: 'লিটার',
  ml: 'মিলি',
  unit: 'পিস',
  pack: 'প্যাকেট',
  box: 'বাক্স',
  bag: 'ব্যাগ',
  bottle: 'বোতল',
  dozen: 'ডজন',
  other: 'অন্যান্য',
} as const;
