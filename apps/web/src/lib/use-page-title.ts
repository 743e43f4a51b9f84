import { useEffect } from 'react';
import { STORE_NAME } from '@padstore/domain/constants';

/** Sets the document title of a page: "Title | Pad Store". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${STORE_NAME}` : STORE_NAME;
  }, [title]);
}
