import type { enLanguage } from './en-language';
import type { Translation } from './translation';

/** The words of choosing a language, in Bangla (en-language.ts). */
export const bnLanguage: Translation<typeof enLanguage> = {
  language: {
    names: { en: 'English', bn: 'বাংলা' },
    choose: 'ভাষা',
    digits: 'সংখ্যা',
    latinDigits: 'ইংরেজি সংখ্যা 012',
    bengaliDigits: 'বাংলা সংখ্যা ০১২',
    saveFailed: 'আপনার ভাষা সংরক্ষণ করা যায়নি: {{message}}',
  },
  settings: {
    language: {
      title: 'ভাষা',
      intro:
        'যারা নিজের ভাষা বেছে নেননি তাদের ভাষা, আর যে ডিভাইসে এখনো কেউ সাইন ইন করেননি তার সাইন ইন পাতার ভাষা।',
      defaultLanguage: 'ডিফল্ট ভাষা',
      save: 'ভাষা সংরক্ষণ করুন',
      saved: 'ডিফল্ট ভাষা সংরক্ষিত হয়েছে',
      saveFailed: 'ডিফল্ট ভাষা সংরক্ষণ করা যায়নি',
      loading: 'ভাষা লোড হচ্ছে...',
      loadFailed: 'ভাষা লোড করা যায়নি',
    },
  },
  installedApp: {
    name: 'দস্তরখান',
    shortName: 'দস্তরখান',
    description: 'ডাইন-ইন রেস্টুরেন্টের রসিদ, মজুদ, খরচ আর কাস্টমার',
  },
};
