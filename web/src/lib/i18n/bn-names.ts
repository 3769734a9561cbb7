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
  menuCategories: {
    open: 'মেনুর ক্যাটাগরি',
    title: 'মেনুর ক্যাটাগরি',
    intro:
      'কাউন্টারের মেনু এই ক্যাটাগরিগুলোতে সাজানো: আগে বাম কলাম, পরে ডান, প্রতিটি তার অবস্থান অনুযায়ী। নাম বদলালে ক্যাটাগরির সব আইটেমে তা বদলে যায়; যে ক্যাটাগরিতে আইটেম আছে, সেগুলো না সরানো পর্যন্ত তা থেকে যায়।',
    back: 'রেসিপিতে ফিরে যান',
    caption: 'মেনুর ক্যাটাগরি',
    name: 'ক্যাটাগরি',
    nameBnHint: 'স্টাফরা যেভাবে বলেন, যেমন কাচ্চি: যাঁরা বাংলা পড়েন, কাউন্টারে তাঁরা এটি দেখবেন।',
    column: 'মেনুর কলাম',
    columns: { left: 'বাম', right: 'ডান' },
    sortOrder: 'অবস্থান',
    sortOrderHint: 'কম সংখ্যা আগে আসে। খালি রাখলে ক্যাটাগরিটি সবার শেষে যাবে।',
    sortOrderEditHint: 'কম সংখ্যা আগে আসে।',
    none: 'নেই',
    newTitle: 'নতুন ক্যাটাগরি',
    add: 'ক্যাটাগরি যোগ করুন',
    adding: 'যোগ হচ্ছে...',
    added: 'ক্যাটাগরি {{name}} যোগ হয়েছে।',
    addFailed: 'ক্যাটাগরি যোগ করা যায়নি',
    editTitle: '{{name}} এডিট করুন',
    saved: 'ক্যাটাগরি {{name}} সংরক্ষিত।',
    saveFailed: 'ক্যাটাগরি সংরক্ষণ করা যায়নি',
    confirmDelete: 'ক্যাটাগরি {{name}} মুছে ফেলবেন?',
    deleted: 'ক্যাটাগরি {{name}} মুছে ফেলা হয়েছে।',
    deleteFailed: 'ক্যাটাগরি মোছা যায়নি: {{message}}',
    loadFailed: 'মেনুর ক্যাটাগরি লোড করা যায়নি',
    empty: 'এখনো কোনো ক্যাটাগরি নেই। ওপরে প্রথমটি যোগ করুন।',
  },
  slips: {
    preparingReceipt: 'রসিদ তৈরি হচ্ছে...',
    preparingTicket: 'কিচেন টিকেট তৈরি হচ্ছে...',
  },
};
