import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const deleteTestimonial = (id: string) => api('DELETE admin/testimonials/{id}', { params: { id } });

export const useDeleteTestimonial = () => useConsoleChange(deleteTestimonial, [queryKeys.content.testimonials]);
