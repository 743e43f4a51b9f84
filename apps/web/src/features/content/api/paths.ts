import { apiPath } from '../../../lib/api-path';

/** The API paths (after /api/) the content's queries ask for; a page's first view names the same ones. */
export const BANNERS_PATH = apiPath('GET user/banner/getAllBanners');
export const TESTIMONIALS_PATH = apiPath('GET testimonial/getAllTestimonials');
export const CONTACT_PATH = apiPath('GET user/getContactUs');
