import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createCategoriesApi, type CategoriesApi } from './categories-api';

/** The tab's calls on the page's one API client (its tokens, refresh and timeout). */
export function useCategoriesApi(): CategoriesApi {
  const { client } = useApi();
  return useMemo(() => createCategoriesApi(client), [client]);
}
