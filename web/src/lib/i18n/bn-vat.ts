import type { enVat } from './en-vat';
import type { Translation } from './translation';

/**
 * The VAT screens' Bangla words (issue 36): the settings' rates and the register, added when their chunks load
 * in Bangla. NBR's own Bangla names stay: মূসক-৬.৩ কর চালানপত্র, বিআইএন.
 */
export const bnVat: Translation<typeof enVat> = {
  settings: {
    vat: {
      title: 'ভ্যাট ও সার্ভিস চার্জ',
      intro:
        'প্রতিটি হার তার তারিখ থেকে চালু; প্রতিটি রসিদ নিজের দিনের হারই রাখে। এনবিআর চায় মেনুর দামে ভ্যাট ধরা থাকুক।',
      bin: 'বিআইএন',
      binHint: 'রসিদে মূসক-৬.৩ কর চালানপত্র হিসেবে ছাপা হয়। সাধারণ রসিদ ছাপতে খালি রাখুন।',
      standardRate: 'সাধারণ হারের নাম*',
      rates: 'করের হার',
      rateRow: 'হার {{number}}',
      rateName: 'নাম*',
      percent: 'হার %*',
      effectiveFrom: 'যেদিন থেকে*',
      inclusive: 'মেনুর দামে ধরা',
      removeRate: 'হার {{number}} সরান',
      addRate: 'হার যোগ করুন',
      serviceCharge: 'সার্ভিস চার্জ %',
      serviceChargeTaxed: 'সার্ভিস চার্জে ভ্যাট',
      required: 'এই সংখ্যাটি দিতে হবে',
      loading: 'ভ্যাট সেটিংস লোড হচ্ছে...',
      loadFailed: 'ভ্যাট সেটিংস লোড হয়নি',
      save: 'ভ্যাট সেটিংস সংরক্ষণ করুন',
      saved: 'ভ্যাট সেটিংস সংরক্ষণ হয়েছে।',
      saveFailed: 'ভ্যাট সেটিংস সংরক্ষণ হয়নি',
    },
  },
  vat: {
    title: 'ভ্যাট রেজিস্টার',
    intro: 'হার অনুযায়ী বিক্রি, ভ্যাট বাদে মূল্য ও ভ্যাট, দিনে দিনে আর মাসের মোট: ভ্যাট রিটার্নের জন্য।',
    monthPicker: 'রেজিস্টারের মাস',
    month: 'মাস',
    downloadCsv: 'CSV ডাউনলোড করুন',
    downloading: 'ডাউনলোড হচ্ছে...',
    downloadFailed: 'ভ্যাট রেজিস্টার ডাউনলোড হয়নি',
    loadError: 'ভ্যাট রেজিস্টার লোড করা যায়নি',
    loadFailed: 'ভ্যাট রেজিস্টার লোড হয়নি',
    empty: 'এই মাসে ভ্যাটসহ কোনো বিক্রি নেই।',
    caption: '{{month}}-এর বিক্রি, হার অনুযায়ী',
    day: 'তারিখ',
    rate: 'হার',
    taxable: 'ভ্যাট বাদে মূল্য',
    vat: 'ভ্যাট',
    rateLabel: '{{name}} {{percent}} %',
    inclusive: '(মেনুর দামে)',
    exclusive: '(দামের উপরে)',
    untaxed: 'ভ্যাট নেই',
    serviceCharge: 'সার্ভিস চার্জ',
    monthTotal: 'মাসের মোট',
  },
};
