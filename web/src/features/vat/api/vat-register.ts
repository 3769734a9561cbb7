import type { VatRegister } from '@dastarkhan/contract/vat';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The month's VAT register (issue 34), read from the server's roll-ups. */
export const useVatRegister = (month: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.vatRegister(month),
      queryFn: async ({ signal }): Promise<VatRegister> =>
        (await unwrap(api.GET('/api/vat/register', { params: { query: { month } }, signal }))).register,
      placeholderData: keepPreviousData,
    }),
  );

/** Downloads the month's register as the server writes it: CSV in UTF-8 with a BOM, for the VAT return. */
export async function downloadVatRegisterCsv(month: string): Promise<void> {
  const { data, response } = await api.GET('/api/vat/register.csv', {
    params: { query: { month } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new Error(response.statusText);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(data);
  link.download = `vat-register-${month}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
