import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userUpdateCountryCall } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { firstError } from '../auth/first-error';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { refreshProducts } from '../products/use-products';
import { updateCountryRequest } from './country-api';

/**
 * Changing the declared country from the profile, for both interfaces: the code checked by the
 * call's own schema (the server's), then sent; the server's message for a refusal (an unknown code,
 * or a country that verification has fixed) is kept for the view to show under the field rather
 * than in a toast that passes. On success the profile and the products' access reload, since the
 * country decides which products are offered.
 */
export function useCountryChange() {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: updateCountryRequest,
    onSuccess: ({ msg }) => {
      if (msg) notify.success(msg);
      void client.invalidateQueries({ queryKey: ['profile'] });
      void refreshProducts();
    },
  });

  /** Saves the country; true when the server took it. */
  const save = async (country: string): Promise<boolean> => {
    const invalid = firstError(userUpdateCountryCall.request, { country });
    if (invalid) {
      setError(i18n.t(`msg:${invalid}`));
      return false;
    }
    setError(null);
    try {
      await mutation.mutateAsync(country);
      return true;
    } catch (failure) {
      // Code -2: the session-gone handler has already said so and logged out.
      if (!(failure instanceof ApiError && failure.code === -2)) {
        setError(failure instanceof ApiError && failure.message ? failure.message : i18n.t('msg:error'));
      }
      return false;
    }
  };

  return { save, error, clearError: () => setError(null), isSaving: mutation.isPending };
}
