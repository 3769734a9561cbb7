/**
 * Every failure the API sends, by a stable code (issue 36): the English template of its `message`, letter for
 * letter as the server sends it, with `{{param}}` where the message names a value. The envelope carries the code
 * and the params beside the message, and a client reads the text of the code in its own language (bn.ts).
 *
 * The messages themselves stay where they are written (schemas, services), in plain English; a message's code is
 * found by matching it against these templates (match.ts, ADR 0190). A param's name says what it holds:
 * - `label`, `what`, `thing`, `things`: an English word of FAILURE_TERMS (a field, a record), translated too;
 * - `detail`, `rest`: a failure message of its own, translated in turn;
 * - any other: a value (a name, an amount, a date) shown as it is.
 *
 * Nothing on the web's first download imports this module: the English screens show `message` as it arrives.
 */
export const FAILURES_EN = {
  // The request itself
  invalidAddress: 'The address of this request is not valid.',
  noRoute: 'No route {{method}} {{path}}',
  notJson: 'The request body is not valid JSON.',
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  unsupportedMediaType: 'Unsupported Media Type',
  bodyTooLarge: 'Request body is too large',
  bodyLengthMismatch: 'Request body size did not match Content-Length',
  tooManyRequests: 'Too many requests. Please wait {{seconds}} seconds and try again.',
  invalidValue: 'Invalid value',
  severalProblems: '{{detail}}; {{rest}}',
  idempotencyKeyShape: 'Idempotency-Key must be 1 to 255 printable characters, such as a UUID.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request: send a new key for a new request.',
  ifMatchShape: 'If-Match must carry the item version, e.g. "3"',

  // The server and its database
  serverFailed:
    'Something went wrong on our side. Please try again; if it keeps happening, quote reference {{reference}}.',
  serverRestarting: 'The server is restarting. Please try again in a moment.',
  databaseUnavailable:
    'The database is not answering right now; it is usually back within seconds. Please wait a moment and try again.',
  databaseRestarting: 'The database stopped and is being restarted; it is usually back within seconds.',
  databaseUnreachable: 'The database is not reachable.',
  recordExists: 'This record already exists.',
  recordReferenced: 'This record is still referenced by other records.',
  valueOutOfRange: 'A value is out of the allowed range.',
  valueWrongFormat: 'A value has the wrong format.',
  numberTooLarge: 'A number is too large.',
  dateOutOfRange: 'A date is out of range.',
  dateWrongFormat: 'A date has the wrong format.',
  characterNotStorable: 'Text contains a character that cannot be stored.',
  recordChangedWhileSaving: 'The record changed while saving. Please try again.',
  dayClosed:
    'The business day {{day}} is closed (Z report #{{zNumber}}): nothing dated in it can be added, changed, voided or deleted unless an admin reopens it.',
  notFound: '{{what}} not found',

  // Signing in
  signInRequired: 'Please sign in to continue.',
  permissionDenied: 'You do not have permission to do this.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionInvalid: 'Your session is not valid. Please sign in again.',
  accountGone: 'Your account no longer exists. Please sign in again.',
  accountInactive: 'Your account is not active. Ask an admin to activate it.',
  signInWaitSecond: 'Too many failed sign-in attempts. Please wait {{seconds}} second and try again.',
  signInWaitSeconds: 'Too many failed sign-in attempts. Please wait {{seconds}} seconds and try again.',
  signInWaitMinute: 'Too many failed sign-in attempts. Please wait {{minutes}} minute and try again.',
  signInWaitMinutes: 'Too many failed sign-in attempts. Please wait {{minutes}} minutes and try again.',
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'Incorrect email or password.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Must be at least 8 characters long',
  confirmPassword: 'Please confirm your password',
  invalidEmail: 'Please enter a valid email address',
  wrongPassword: 'That is not your password: the PIN was not changed.',

  // A field's value, named by its label
  fieldRequired: '{{label}} is required',
  fieldTooLong: '{{label}} is too long',
  fieldTooLarge: '{{label}} is too large',
  fieldNotNumber: '{{label}} must be a number',
  fieldNotWhole: '{{label}} must be a whole number',
  fieldNotText: '{{label}} must be text',
  fieldNotTrueOrFalse: '{{label}} must be true or false',
  fieldNegative: '{{label}} must be 0 or more',
  fieldNotPositive: '{{label}} must be more than 0',
  fieldBelowMinimum: '{{label}} must be at least {{min}}',
  fieldAboveMaximum: '{{label}} must be at most {{max}}',
  fieldTooManyCharacters: '{{label}} must be at most {{max}} characters',
  fieldTooManyDecimals: '{{label}} must have at most {{places}} decimal places',
  fieldTooManyDecimalsOne: '{{label}} must have at most 1 decimal place',
  fieldOutsidePercent: '{{label}} must be between {{min}} and {{max}} %',
  rowProblem: '{{label}} {{row}}: {{detail}}',
  rowsNotList: 'Send a list of {{things}}',
  rowsEmpty: 'Add at least one {{thing}}',
  rowsTooMany: 'At most {{max}} {{things}} at a time',
  mustBeNumber: 'Must be a number',
  mustNotBeNegative: 'Must be 0 or more',
  mustBeAtMost: 'Must be at most {{max}}',
  mustBeAtMostCharacters: 'Must be at most {{max}} characters',
  atMostTwoDecimals: 'At most 2 decimal places',
  invalidId: 'Invalid id',
  dateShape: 'Must be a date (YYYY-MM-DD)',
  dateTimeShape: 'Must be an ISO date-time',
  dateOutsideBusiness: 'Must be a date from {{from}} to {{to}}',
  nothingToUpdate: 'Nothing to update',
  sendAFieldToChange: 'Send at least one field to change',

  // zod's own words, for a value no schema words itself (zod/v4/locales/en)
  zodInvalidType: 'Invalid input: expected {{expected}}, received {{received}}',
  zodInvalidValue: 'Invalid input: expected {{expected}}',
  zodInvalidOption: 'Invalid option: expected one of {{options}}',
  zodTooBigSize: 'Too big: expected {{origin}} to have {{limit}} {{unit}}',
  zodTooBig: 'Too big: expected {{origin}} to be {{limit}}',
  zodTooSmallSize: 'Too small: expected {{origin}} to have {{limit}} {{unit}}',
  zodTooSmall: 'Too small: expected {{origin}} to be {{limit}}',
  zodStartsWith: 'Invalid string: must start with "{{prefix}}"',
  zodEndsWith: 'Invalid string: must end with "{{suffix}}"',
  zodIncludes: 'Invalid string: must include "{{includes}}"',
  zodPattern: 'Invalid string: must match pattern {{pattern}}',
  zodInvalidFormat: 'Invalid {{format}}',
  zodNotMultipleOf: 'Invalid number: must be a multiple of {{divisor}}',
  zodUnrecognizedKey: 'Unrecognized key: {{keys}}',
  zodUnrecognizedKeys: 'Unrecognized keys: {{keys}}',
  zodInvalidKey: 'Invalid key in {{origin}}',
  zodInvalidElement: 'Invalid value in {{origin}}',
  zodInvalidDiscriminator: 'Invalid discriminator value. Expected {{options}}',
  zodSeveralMatched: 'Invalid input: more than one option matched',
  zodInvalidInput: 'Invalid input',

  // Users
  roleInvalid: 'Role must be admin, manager, cashier or staff',
  statusInvalid: 'Status must be Active or Inactive',
  sendRoleOrStatus: 'Send a role or a status to change',
  lastAdmin: 'This is the last active admin. Make another user an active admin first.',
  selfDelete: 'You cannot delete your own account. Ask another admin to do it.',

  // Attendance
  attendanceRangeBackwards: 'End date must not be before start date',
  attendanceRangeTooLong: 'The date range may cover at most 366 days',
  attendanceStatusPresent: "Status must be 'present'",
  attendanceNeedsTime: 'Give a check-in or a check-out time',
  alreadyCheckedIn: 'You have already checked in today.',
  notCheckedIn: 'You have not checked in today. Please check in first.',
  alreadyCheckedOut: 'You have already checked out today.',
  userNotCheckedIn: '{{name}} has not checked in on {{date}}. Mark the check-in first.',
  checkOutBeforeCheckIn: 'Check-out cannot be earlier than check-in.',

  // Customers and their accounts
  phoneShape: 'Enter a Bangladeshi mobile number like 01712345678',
  phoneTaken: 'A customer with the phone number {{phone}} already exists.',
  noteTooLong: 'A note is at most {{max}} characters',
  reasonTooLong: 'A reason is at most {{max}} characters',
  paymentVoidReason: 'Say why the payment is voided',
  accountOverpaid:
    'The customer owes {{balance}}: only cash can be more than what is owed (the change handed back).',
  nothingOwed: 'This customer owes nothing.',
  paymentAlreadyVoided: 'This payment is already voided.',
  creditLimitPassed:
    "This sale takes the customer's balance to {{balance}}, past their credit limit of {{limit}}: an admin's approval is needed.",
  creditIsNotPayment: 'A payment is money received: Credit is not one.',

  // Payments of a receipt
  walletReferenceRequired: 'A bKash or Nagad payment needs its transaction ID',
  cardReferenceShape: "A card's reference is its last 4 digits",
  walletReferenceShape: 'A transaction ID is 6 to 30 letters and digits',
  referenceTwice: 'The same transaction ID is listed twice',
  paymentsNotList: 'Send payments as a list',
  nonCashOverTotal:
    'Card, bKash, Nagad and credit come to {{nonCash}}, more than the total of {{total}}: only cash can be more than the total (the change).',
  paymentsShort:
    'The payments come to {{paid}} but the total is {{total}}: take the {{left}} left, or choose Credit for it.',
  creditNotRest:
    'Credit is only what the other payments leave owed: {{paid}} paid and {{credit}} on Credit come to {{all}}, not the total of {{total}}.',
  creditNeedsPhone: "Credit needs the customer's phone number: a walk-in pays the whole bill now.",
  receiptAlreadyPaid: 'This receipt is already paid.',
  laterCreditIsNotPayment: 'A later payment is money received: Credit is not one.',
  laterNonCashOverDue:
    'Card, bKash and Nagad come to {{nonCash}}, more than the {{due}} due: only cash can be more (the change).',
  laterPaymentShape: 'Send the payments, or a paymentMethod with its amountPaid',
  walletReferenceUsed:
    '{{method}} transaction ID {{reference}} was already used on receipt {{receipt}} ({{day}}): a transaction ID pays one receipt only.',
  mixedNeedsPayments:
    'This receipt was paid by several methods: send its payments, or both amountPaid and paymentMethod.',

  // Receipts
  receiptTooLarge: 'A receipt can come to at most ৳1,00,00,000.00 before discount',
  dueBeforeIssue: 'Due date cannot be before the receipt date',
  noItems: 'Add at least one item to the receipt',
  customerGone: 'The chosen customer no longer exists. Pick the customer again.',
  businessDetailsMissing:
    'A receipt must print the business name: an admin enters the business details in Settings before the first receipt.',
  outOfStock: '{{dish}} is not available: {{ingredient}} has run out.',
  receiptVoidReason: 'Give a reason of {{min}} to {{max}} characters to void this receipt.',
  receiptVoidedReplay:
    'The receipt this request made was voided: it cannot be answered again. Send a new request with a new Idempotency-Key.',
  binShape: 'BIN must be 9 or 13 digits',

  // The counter's rules
  discountTooLarge: 'A discount must be less than the subtotal ({{subTotal}}).',
  discountNeedsApproval: "A discount above {{percent}} % or {{amount}} needs an admin's approval.",
  voidSentNeedsApproval: "Voiding food the kitchen was sent needs an admin's approval.",
  priceDiffers:
    '{{name}} costs {{menuPrice}} on the menu, not {{sent}}: reload the menu, or give a reason to change its price.',
  openPriceNotAllowed: "Only a manager or an admin may sell a line off the menu or change a dish's price.",
  openPriceNeedsReason:
    '{{name}} is not sold at a menu price: give a reason of {{min}} to {{max}} characters.',
  issueDateAdminOnly: "Only an admin may give a receipt another day than today's.",
  issueDateInFuture: 'A receipt cannot be dated after today.',
  managersMayVoidSent: 'Say whether managers may void orders the kitchen has',
  pinShape: 'A PIN is 4 to 8 digits',
  approvalRefused: 'That PIN or password does not belong to an active admin.',
  approvalTooMany: 'Too many wrong PINs or passwords: wait 15 minutes, or ask an admin to do it.',

  // Held orders
  noDishes: 'Add at least one dish to the order',
  lineTwice: 'The same order line is listed twice',
  nothingToSend: 'Nothing new to send to the kitchen: every dish on this order was already sent.',
  orderVoidReason:
    'This order already went to the kitchen: give a reason of {{min}} to {{max}} characters to void it.',
  staleOrder:
    'This order was changed on another screen since you opened it: reopen it to see the changes, then add yours.',
  orderCharged: 'This order was already charged: it cannot change any more.',
  orderVoided: 'This order was voided: it cannot change any more.',
  orderVersion: 'Send the version of the order you read',
  tableNeedsLabel: 'A table needs a label',
  takeawayKeepsToken: 'A takeaway order keeps its token: it cannot move to a table.',
  orderLineUnknown: 'This order has no line {{line}}: reopen the order and try again.',
  sentLineRemoved:
    '{{sent}} × {{name}} already went to the kitchen, so it cannot be removed: void the order to cancel food the kitchen has.',
  sentLineReduced:
    '{{sent}} × {{name}} already went to the kitchen, so it cannot go below {{sent}}: void the order to cancel food the kitchen has.',
  sentLineChanged:
    '{{sent}} × {{name}} already went to the kitchen: add another dish as a new line instead of changing it.',

  // Menu and recipes
  menuColumn: "Menu column must be 'left' or 'right'",
  recipeImage: 'Image must be a web address starting with http:// or https://',
  recipeCode: 'Short code must be up to 6 letters or digits, like K1 or BR2',
  availableQuery: "Available must be 'true' or 'false'",
  codeTaken: 'Code {{code}} is already used by {{holder}}.',
  menuCategoryUnknown: 'Unknown category "{{name}}". Choose one of the menu categories.',
  menuCategoryUsedOnce:
    'The category "{{name}}" is still used by {{uses}} recipe. Move or delete them first.',
  menuCategoryUsed: 'The category "{{name}}" is still used by {{uses}} recipes. Move or delete them first.',
  categoryTaken: 'A category named "{{name}}" already exists.',
  billShape:
    'Send the batch (batchPlates and ingredients) or the portion of another dish (portionOf and portion)',
  tooManyIngredients: 'A dish may list at most {{max}} ingredients',
  ingredientGone: 'this stock item no longer exists',
  listedTwice: '{{name}} is listed twice',
  keptInOtherUnit: '{{name}} is kept in {{unit}}; use {{units}}',
  portionOfItself: 'A dish cannot be a portion of itself',
  fullDishGone: 'The full dish no longer exists',
  fullPlateNeedsIngredients: 'Choose a dish with its own ingredients as the full plate',
  dishHasPortions: 'Another dish is a portion of this one, so it keeps its own ingredients',

  // Extra costs
  costRangeBackwards: 'startDate must not be after endDate',
  costVersion: 'Version must be the one read with the cost',
  costPatchEmpty: 'Send reason, amount or holderName',
  costChanged:
    'This cost was changed by someone else after you opened it: it is now "{{reason}}", {{amount}}, held by {{holder}}. Reload it and try again.',

  // Food cost
  reportRangeBackwards: 'The end date must not be before the start date',
  reportRangeTooLong: 'The report may cover at most {{days}} days',

  // Stock
  chooseListedCategory: 'Choose a listed category',
  chooseListedUnit: 'Choose a listed unit',
  takeReason: 'Choose a reason: used, wasted, counted or correction',
  wasteReason: 'Choose a reason: spoiled, burnt, staff-meal, given-away or returned',
  countEmpty: 'Count at least one item',
  countTooMany: 'A count may list at most {{max}} items',
  countTwice: 'Each item may be counted once',
  onlyQuantityAndDue: 'Only quantity, dueTk and nameBn can be changed (with reason and version)',
  sendQuantityOrDue: 'Send quantity, dueTk or nameBn',
  itemTooLarge: "The item's quantity or total would become too large",
  itemAlreadyDeleted: 'This item was already deleted.',
  itemArchived: 'This item was deleted; only a payment of what it still owes can be recorded.',
  tooMuchTaken:
    'Only {{quantity}} {{unit}} of {{name}} is in stock: {{taken}} {{unit}} cannot be taken away.',
  tooMuchWaste:
    'Only {{quantity}} {{unit}} of {{name}} is in stock: {{wasted}} {{unit}} cannot be thrown out. If more is on the shelf, record the missing intake or count it first.',
  noStockToWaste:
    'No {{name}} is in stock (the books show {{quantity}} {{unit}}): {{wasted}} {{unit}} cannot be thrown out. If more is on the shelf, record the missing intake or count it first.',
  countUnknownItems: 'Count only items in the stock list: one of them was deleted or does not exist.',
  notInStockList: 'Not in the stock list',
  itemVersionRequired:
    'Send the version of the item you edited (the version field or an If-Match header), so a newer change is never overwritten. Reload the item and try again.',
  itemChanged:
    'This item changed after you opened it: {{changes}}. It now has {{quantity}} {{unit}} in stock and {{due}} due. Check the new figures and save again.',
  quantityOnlyReduced:
    'Quantity can only be reduced: it cannot be more than the current quantity ({{quantity}})',
  stockCategoryUsedOnce:
    'The category "{{name}}" is used by {{uses}} stock item and stays. Rename it instead.',
  stockCategoryUsed: 'The category "{{name}}" is used by {{uses}} stock items and stays. Rename it instead.',

  // Suppliers
  supplierPaymentMethod: 'Choose how it was paid: Cash, Card, bKash or Nagad',
  supplierNameTaken: 'A supplier named {{name}} already exists.',
  supplierOverpaid: 'Only {{owed}} is owed to {{name}}: a payment of {{amount}} is more than that.',
  itemOverpaid: 'Only {{owed}} is owed for {{name}}: a payment of {{amount}} is more than that.',

  // The drawer and closing the day
  chooseStockItem: 'Choose a stock item from the list',
  // How receipts and kitchen tickets print (issue 36)
  choosePrintLanguage: "Choose 'en', 'bn' or 'both'",
  choosePrintDigits: "Choose 'latn' or 'beng'",
  // A dish's, a category's or a stock item's name in Bangla (issue 36)
  banglaNameNotBangla: 'Name in Bangla must be written in Bangla letters',
  supplierPayIn: 'Only a pay-out can pay a supplier',
  payInAlreadyVoided: 'This pay-in or pay-out is already voided.',
  noteCountNotNumber: 'The count of ৳{{note}} must be a number',
  noteCountNotWhole: 'The count of ৳{{note}} must be a whole number',
  noteCountNegative: 'The count of ৳{{note}} must be 0 or more',
  noteCountTooLarge: 'The count of ৳{{note}} is too large',
  closeReasonRequired: 'The counts differ by more than the limit: say why',
  dayRangeBackwards: 'The end is before the start',
  dayRangeTooLong: 'At most 366 days',
  dayNotBegun: 'A day can be closed only once it has begun.',
  dayAlreadyClosed: 'The business day {{day}} is already closed (Z report #{{zNumber}}).',
  dayNotClosed: 'The business day {{day}} is not closed.',
  openOrderBlocksClose:
    '{{count}} held order is still open ({{orders}}): charge or void it before closing the day.',
  openOrdersBlockClose:
    '{{count}} held orders are still open ({{orders}}): charge or void them before closing the day.',

  // VAT
  standardRateUnknown: 'The standard rate must be one of the rates',
  taxRateUnknown: 'Tax rate must be one of the rates in Settings',
  rateDateTwice: 'A rate name has two rows from the same date',
  vatMonthShape: 'Month must be YYYY-MM',
  vatDayOutsideMonth: 'Day must be in the month',
} as const;

export type FailureCode = keyof typeof FAILURES_EN;

/**
 * The English words a failure names as a param (`{{label}}`, `{{what}}`, `{{thing}}`, `{{things}}`): the labels
 * of fields and the names of records. A schema helper or `notFound` takes only these, so each has its Bangla in
 * FAILURE_TERMS_BN (bn.ts) by type.
 */
export type FailureTerm =
  // A dish's, a category's or a stock item's name in Bangla (issue 36)
  | 'Name in Bangla'
  // Records a request may not find
  | 'Attendance record'
  | 'Category'
  | 'Cost'
  | 'Customer'
  | 'Inventory item'
  | 'Invoice'
  | 'Order'
  | 'Pay-in or pay-out'
  | 'Payment'
  | 'Recipe'
  | 'Supplier'
  | 'Supplier payment'
  | 'User'
  | 'Voided invoice'
  | 'Z report'
  // Fields
  | 'Amount'
  | 'Amount paid'
  | 'Available'
  | 'archived'
  | 'bKash balance'
  | 'Business name'
  | 'Cash left in the drawer'
  | 'Counted quantity'
  | 'Credit limit'
  | 'Customer name'
  | 'Description'
  | 'Difference limit'
  | 'Discount'
  | 'Due amount'
  | 'Email'
  | 'Food-cost threshold'
  | 'Holder name'
  | 'Id'
  | 'Image URL'
  | 'Ingredient'
  | 'Item'
  | 'Item name'
  | 'Largest discount in %'
  | 'Largest discount in ৳'
  | 'Limit'
  | 'Minimum quantity'
  | 'Nagad balance'
  | 'Name'
  | 'Notes'
  | 'Opening float'
  | 'Password'
  | 'Payment amount'
  | 'Phone number'
  | 'Plates per batch'
  | 'Portion'
  | 'Price'
  | 'Quantity'
  | 'Rate'
  | 'Rate name'
  | 'Reason'
  | 'Service charge'
  | 'Sort order'
  | 'Stop when out'
  | 'Supplier name'
  | 'Total'
  | 'Version'
  // Rows of a list
  | 'cost'
  | 'costs'
  | 'item'
  | 'items'
  | 'payment';
