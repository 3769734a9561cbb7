import { device, setDigits, showLanguage } from '../lib/i18n';

/**
 * Draws the first screen in the language and digits this device shows (ADR 0191). English is bundled and draws
 * at once; another language waits for its words (and font), so the first screen is never drawn in English and
 * then again. Failing that, the words come as English.
 */
export function inDeviceLanguage(draw: () => void): void {
  const language = device.language();
  setDigits(device.digits());
  if (language === 'en') draw();
  else
    void showLanguage(language, device.digits())
      .catch(() => undefined)
      .then(draw);
}
