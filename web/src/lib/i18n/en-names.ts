/**
 * The words of Bangla names and of the print settings (issue 36): the screens that name dishes and stock items,
 * Settings, and the slips that print in the business's language. Only the counter's tile label stays with the
 * counter's words (en-screens), so the first downloads carry none of these.
 */
export const enNames = {
  settings: {
    /** How the business's slips read. */
    print: {
      title: 'Receipts and kitchen tickets',
      intro: 'How the slips read, whichever language the person printing them reads.',
      receiptLanguage: 'Receipt language',
      receiptDigits: 'Digits on the receipt',
      kitchenTicketNames: 'Dish names on the kitchen ticket',
      languages: { en: 'English', bn: 'Bangla (বাংলা)', both: 'Both: Bangla, with English under it' },
      digits: { latn: 'English digits (0123456789)', beng: 'Bengali digits (০১২৩৪৫৬৭৮৯)' },
      loading: 'Loading the print settings...',
      loadFailed: 'Failed to load the print settings',
      save: 'Save Print Settings',
      saved: 'Print settings saved. The next receipt prints by them.',
      saveFailed: 'Failed to save the print settings',
    },
  },
  banglaName: {
    label: 'Name in Bangla',
    dishHint: 'As the staff say it, e.g. কাচ্চি বিরিয়ানি: the counter finds the dish by either name.',
    itemPlaceholder: 'e.g. চাল',
    categoryPlaceholder: 'e.g. মাংস',
  },
  /** The menu's categories (issue 36): the counter's tabs and headings, each with its Bangla name. */
  menuCategories: {
    open: 'Menu categories',
    title: 'Menu Categories',
    intro:
      'The counter groups the menu by these categories: the left column first, then the right, each by position. A rename follows to every dish of the category; a category with dishes stays until they move.',
    back: 'Back to recipes',
    caption: 'Menu categories',
    name: 'Category',
    nameBnHint: 'As the staff say it, e.g. কাচ্চি: the counter shows it to those who read Bangla.',
    column: 'Menu column',
    columns: { left: 'Left', right: 'Right' },
    sortOrder: 'Position',
    sortOrderHint: 'Lower comes first. Left empty, the category goes after the last.',
    sortOrderEditHint: 'Lower comes first.',
    none: 'None',
    newTitle: 'New category',
    add: 'Add Category',
    adding: 'Adding...',
    added: 'Category {{name}} added.',
    addFailed: 'Failed to add the category',
    editTitle: 'Edit {{name}}',
    saved: 'Category {{name}} saved.',
    saveFailed: 'Failed to save the category',
    confirmDelete: 'Delete the category {{name}}?',
    deleted: 'Category {{name}} deleted.',
    deleteFailed: 'Failed to delete the category: {{message}}',
    loadFailed: 'Failed to load the menu categories',
    empty: 'No categories yet. Add the first above.',
  },
  slips: {
    preparingReceipt: 'Preparing the receipt...',
    preparingTicket: 'Preparing the kitchen ticket...',
  },
};
