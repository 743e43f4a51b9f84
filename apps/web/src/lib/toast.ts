import { toast } from 'react-toastify';

/** The one toast helper: top-right, about five seconds (the container sets both). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};
