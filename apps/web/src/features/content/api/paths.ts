/** The API paths (after /api/) the content's queries ask for; a page's first view names the same ones. */
export const BANNERS_PATH = 'user/banner/getAllBanners';
export const TESTIMONIALS_PATH = 'testimonial/getAllTestimonials';
export const CONTACT_PATH = 'user/getContactUs';
