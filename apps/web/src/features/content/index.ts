/** What the content feature shares: banners, testimonials and the contact line. */
export { useBanners, type Banner } from './api/get-banners';
export { useContact } from './api/get-contact';
export { useTestimonials } from './api/get-testimonials';
export { TestimonialCard } from './components/testimonial-card';
