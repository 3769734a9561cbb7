import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '../auth';
import { costsBodySchema } from '../costs';
import { FAILURES_BN } from './bn';
import { FAILURES_EN, type FailureCode } from './en';
import { failureCodeOf, failureText, translateFailure } from './match';

const paramsOf = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const codes = Object.keys(FAILURES_EN) as FailureCode[];

/** A value of each kind of param, as a message would carry it. */
const SAMPLE: Record<string, string> = {
  label: 'Price',
  what: 'Recipe',
  thing: 'item',
  things: 'items',
  detail: 'Invalid id',
  rest: 'Must be a number',
  row: '2',
};

describe('the failure catalogues', () => {
  it('word every code in both languages, with the same params', () => {
    expect(Object.keys(FAILURES_BN).sort()).toEqual([...codes].sort());
    const mismatched = codes.filter(
      (code) => JSON.stringify(paramsOf(FAILURES_EN[code])) !== JSON.stringify(paramsOf(FAILURES_BN[code])),
    );
    expect(mismatched).toEqual([]);
  });

  it('find each code again from its own message: no template hides another', () => {
    const lost = codes.filter((code) => {
      const params = Object.fromEntries(
        paramsOf(FAILURES_EN[code]).map((name) => [name, SAMPLE[name!] ?? `x${name}`]),
      );
      const message = failureText({ code, params }, 'en');
      return failureCodeOf(message)?.code !== code;
    });
    expect(lost).toEqual([]);
  });

  it('reads the code and the values of a message the server words', () => {
    expect(failureCodeOf('Recipe not found')).toEqual({ code: 'notFound', params: { what: 'Recipe' } });
    expect(failureCodeOf('A customer with the phone number 01712345678 already exists.')).toEqual({
      code: 'phoneTaken',
      params: { phone: '01712345678' },
    });
    expect(failureCodeOf('This customer owes nothing.')).toEqual({ code: 'nothingOwed' });
    expect(failureCodeOf('Something no template words')).toBeUndefined();
    // A label outside the terms is not a field's label: no code rather than a wrong one.
    expect(failureCodeOf('Whatever must be a number')).toBeUndefined();
  });

  it('translates a message with its terms and its nested messages', () => {
    expect(translateFailure('Recipe not found', 'bn')).toBe('রেসিপি পাওয়া যায়নি');
    expect(translateFailure('Item 2: Price is required', 'bn')).toBe('আইটেম ২: দাম দিতে হবে');
    expect(translateFailure('Item 2: Price is required', 'bn', 'latn')).toBe('আইটেম 2: দাম দিতে হবে');
    expect(translateFailure('Name is required; Invalid id', 'bn')).toBe('নাম দিতে হবে; আইডিটি সঠিক নয়');
    expect(translateFailure('Item 2: Price is required', 'en')).toBe('Item 2: Price is required');
    expect(translateFailure('Something no template words', 'bn')).toBe('Something no template words');
  });

  it('words the app’s own values in Bangla and leaves what someone typed as it is', () => {
    const used =
      'bKash transaction ID TRX9ABC was already used on receipt INV-0042 (2026-11-27): a transaction ID pays one receipt only.';
    expect(translateFailure(used, 'bn')).toBe(
      'বিকাশ ট্রানজেকশন আইডি TRX9ABC আগেই রসিদ INV-0042-এ (২৭ নভেম্বর, ২০২৬) ব্যবহার হয়েছে: একটি ট্রানজেকশন আইডিতে শুধু একটি রসিদ পরিশোধ হয়।',
    );
    expect(translateFailure(used, 'bn', 'latn')).toContain('(27 নভেম্বর, 2026)');
    expect(translateFailure('Ingredient 1: Basmoti rice is kept in kg; use g or kg', 'bn')).toBe(
      'উপকরণ ১: Basmoti rice কেজি-এ রাখা হয়; গ্রাম বা কেজি ব্যবহার করুন',
    );
    expect(translateFailure('The business day 2026-11-27 is already closed (Z report #12).', 'bn')).toBe(
      'ব্যবসার দিন ২৭ নভেম্বর, ২০২৬ আগেই বন্ধ হয়েছে (জেড রিপোর্ট #১২)।',
    );
  });

  it('codes the messages of the contract’s own schemas', () => {
    const issues = [
      ...registerBodySchema.safeParse({ name: '', email: 'x', password: 'short', passwordConfirm: 'other' })
        .error!.issues,
      ...costsBodySchema.safeParse([{ reason: 'Gas', amount: -1 }]).error!.issues,
    ];
    expect(issues.filter((issue) => !failureCodeOf(issue.message)).map((issue) => issue.message)).toEqual([]);
  });
});
