import type { enNames } from './en-names';
import type { Translation } from './translation';

/** en-names.ts in the Bangla restaurant staff use (the glossary's words). */
export const bnNames: Translation<typeof enNames> = {
  settings: {
    print: {
      title: 'রসিদ ও কিচেন টিকেট',
      intro: 'যিনিই প্রিন্ট করুন, রসিদ ও টিকেট এই ভাষায় ছাপা হবে।',
      receiptLanguage: 'রসিদের ভাষা',
      receiptDigits: 'রসিদের সংখ্যা',
      kitchenTicketNames: 'কিচেন টিকেটে আইটেমের নাম',
      languages: { en: 'ইংরেজি (English)', bn: 'বাংলা', both: 'দুটোই: বাংলা, নিচে ইংরেজি' },
      digits: { latn: 'ইংরেজি সংখ্যা (0123456789)', beng: 'বাংলা সংখ্যা (০১২৩৪৫৬৭৮৯)' },
      loading: 'প্রিন্ট সেটিংস লোড হচ্ছে...',
      loadFailed: 'প্রিন্ট সেটিংস লোড করা যায়নি',
      save: 'প্রিন্ট সেটিংস সংরক্ষণ করুন',
      saved: 'প্রিন্ট সেটিংস সংরক্ষিত। পরের রসিদ থেকে এভাবে ছাপা হবে।',
      saveFailed: 'প্রিন্ট সেটিংস সংরক্ষণ করা যায়নি',
    },
  },
  banglaName: {
    label: 'বাংলা নাম',
    dishHint: 'স্টাফরা যেভাবে বলেন, যেমন কাচ্চি বিরিয়ানি: কাউন্টারে যেকোনো নামে আইটেমটি খুঁজে পাওয়া যাবে।',
    itemPlaceholder: 'যেমন চাল',
    categoryPlaceholder: 'যেমন মাংস',
  },
  slips: {
    preparingReceipt: 'রসিদ তৈরি হচ্ছে...',
    preparingTicket: 'কিচেন টিকেট তৈরি হচ্ছে...',
  },
};
