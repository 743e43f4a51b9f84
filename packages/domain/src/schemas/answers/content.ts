import { z } from 'zod';

export const pageAnswerSchema = z.object({ data: z.object({ description: z.string(), images: z.array(z.string()).optional() }) });
export type PageAnswer = z.infer<typeof pageAnswerSchema>;

export const contactAnswerSchema = z.object({ title: z.string(), email: z.string() });
export type Contact = z.infer<typeof contactAnswerSchema>;

export const testimonialSchema = z.object({ _id: z.string(), name: z.string(), image: z.string(), feedback: z.string(), role: z.string() });
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsAnswerSchema = z.object({ testimonials: z.array(testimonialSchema) });

export const bannerSchema = z.object({ _id: z.string(), image: z.string(), position: z.number() });
export type Banner = z.infer<typeof bannerSchema>;
export const bannersAnswerSchema = z.object({ banners: z.array(bannerSchema) });

/** The express delivery charge in rupees (the contract's name for it is the emergency fee). */
export const expressFeeAnswerSchema = z.object({ data: z.object({ feeAmount: z.number() }) });

export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
export type TestimonialsAnswer = z.infer<typeof testimonialsAnswerSchema>;
export type BannersAnswer = z.infer<typeof bannersAnswerSchema>;
export type ExpressFeeAnswer = z.infer<typeof expressFeeAnswerSchema>;
