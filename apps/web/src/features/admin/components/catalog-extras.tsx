import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useSizes } from '../../catalog';
import { useTestimonials } from '../../content';
import { useCreateBanner } from '../api/create-banner';
import { useCreateBrand } from '../api/create-brand';
import { useCreateSize } from '../api/create-size';
import { useCreateTestimonial } from '../api/create-testimonial';
import { useDeleteBanner } from '../api/delete-banner';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { useConsoleBanners } from '../api/get-banners';
import { useUpdateBanner } from '../api/update-banner';
import { uploadPicture } from '../api/upload-picture';
import { BrandEditor } from './brand-editor';

const input = 'w-full min-w-0 rounded-lg border border-gray-300 px-3 py-2 text-sm';

/** Brands, sizes, banners and testimonials: the smaller parts of the catalog, each a line or two. */
export function CatalogExtras() {
  const sizes = useSizes();
  const banners = useConsoleBanners();
  const testimonials = useTestimonials();
  const createBrand = useCreateBrand();
  const createSize = useCreateSize();
  const createBanner = useCreateBanner();
  const updateBanner = useUpdateBanner();
  const deleteBanner = useDeleteBanner();
  const createTestimonial = useCreateTestimonial();
  const deleteTestimonial = useDeleteTestimonial();
  const [brand, setBrand] = useState('');
  const [logo, setLogo] = useState('');
  const [uploadingLogo, setUploadingLogo] = useState(false);
  const [size, setSize] = useState('');
  const [position, setPosition] = useState('0');
  const emptyTestimonial = { name: '', role: '', feedback: '', roleHi: '', feedbackHi: '' };
  const [testimonial, setTestimonial] = useState(emptyTestimonial);

  const run = async (change: () => Promise<unknown>, success: string, after?: () => void) => {
    try {
      await change();
      notify.success(success);
      after?.();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploadingLogo(true);
    try {
      setLogo(await uploadPicture(file));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setUploadingLogo(false);
    }
  };
  const addBanner = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await uploadPicture(file);
      await run(() => createBanner.mutateAsync({ image, position: Number(position) }), 'Banner added');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  /** A banner's picture for Hindi readers (its words in Hindi): uploaded, then set on the banner. */
  const setHindiBanner = async (banner: { _id: string; version: number }, file: File | undefined) => {
    if (!file) return;
    try {
      const imageHi = await uploadPicture(file);
      await run(() => updateBanner.mutateAsync({ id: banner._id, imageHi, version: banner.version }), 'Hindi picture saved');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <div className="mt-8 grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Card className="space-y-3">
        <h2 className="font-bold text-gray-900">Brands and sizes</h2>
        <BrandEditor />
        <div className="flex gap-2">
          <input
            aria-label="New brand name"
            placeholder="New brand"
            className={input}
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!brand.trim() || uploadingLogo}
            busy={uploadingLogo}
            onClick={() =>
              void run(
                () => createBrand.mutateAsync({ brandName: brand, image: logo }),
                'Brand added',
                () => {
                  setBrand('');
                  setLogo('');
                },
              )
            }
          >
            Add brand
          </Button>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="brand-logo" className="shrink-0 text-gray-800">
            Its logo
          </label>
          <input
            id="brand-logo"
            type="file"
            accept="image/*"
            disabled={uploadingLogo}
            onChange={(event) => void chooseLogo(event.target.files?.[0])}
            className="w-full min-w-0 text-sm"
          />
          {logo && <img src={logo} alt="Chosen logo" width={40} height={40} className="size-10 rounded object-contain" />}
        </div>
        <p className="text-sm text-gray-600">Sizes: {sizes.data?.join(', ')}</p>
        <div className="flex gap-2">
          <input
            aria-label="New size"
            placeholder="New size"
            className={input}
            value={size}
            onChange={(event) => setSize(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!size.trim()}
            onClick={() =>
              void run(
                () => createSize.mutateAsync({ name: size }),
                'Size added',
                () => setSize(''),
              )
            }
          >
            Add size
          </Button>
        </div>
      </Card>

      <Card className="space-y-3">
        <h2 className="font-bold text-gray-900">Home banners</h2>
        <ul className="space-y-2">
          {banners.data?.map((banner) => (
            <li key={banner._id} className="flex flex-wrap items-center gap-2">
              <img
                src={banner.image}
                alt={`Banner at position ${banner.position}`}
                width={96}
                height={32}
                className="h-8 w-24 rounded object-cover"
              />
              {banner.imageHi ? (
                <img
                  src={banner.imageHi}
                  alt={`Hindi banner at position ${banner.position}`}
                  width={96}
                  height={32}
                  className="h-8 w-24 rounded object-cover"
                />
              ) : (
                <span className="w-24 text-xs text-gray-600">No Hindi picture: Hindi readers see the English one</span>
              )}
              <select
                aria-label={`Position of banner ${banner.position}`}
                value={banner.position}
                onChange={(event) =>
                  void run(
                    () => updateBanner.mutateAsync({ id: banner._id, position: Number(event.target.value), version: banner.version }),
                    'Banner moved',
                  )
                }
                className="rounded-lg border border-gray-300 px-2 py-1 text-sm"
              >
                {[0, 1, 2, 3, 4].map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </select>
              <Button
                variant="ghost"
                className="min-h-9 px-2 text-red-700"
                onClick={() => void run(() => deleteBanner.mutateAsync(banner._id), 'Banner removed')}
              >
                Remove
              </Button>
              <label htmlFor={`banner-hi-${banner._id}`} className="text-sm text-gray-800">
                Hindi picture
              </label>
              <input
                id={`banner-hi-${banner._id}`}
                type="file"
                accept="image/*"
                onChange={(event) => void setHindiBanner(banner, event.target.files?.[0])}
                className="min-w-0 max-w-56 text-sm"
              />
              {banner.imageHi && (
                <Button
                  variant="ghost"
                  className="min-h-9 px-2 text-red-700"
                  onClick={() =>
                    void run(
                      () => updateBanner.mutateAsync({ id: banner._id, imageHi: '', version: banner.version }),
                      'Hindi picture removed',
                    )
                  }
                >
                  Remove Hindi picture
                </Button>
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="banner-position">Position</label>
          <select
            id="banner-position"
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            className="rounded-lg border border-gray-300 px-2 py-1"
          >
            {[0, 1, 2, 3, 4].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
          <label htmlFor="banner-file" className="sr-only">
            Banner picture
          </label>
          <input
            id="banner-file"
            type="file"
            accept="image/*"
            onChange={(event) => void addBanner(event.target.files?.[0])}
            className="w-full min-w-0 text-sm"
          />
        </div>
      </Card>

      <Card className="space-y-3 lg:col-span-2">
        <h2 className="font-bold text-gray-900">Testimonials</h2>
        <ul className="divide-y divide-gray-200 text-sm">
          {testimonials.data?.map((item) => (
            <li key={item._id} className="flex items-start justify-between gap-3 py-2">
              <span>
                <strong>{item.name}</strong> ({item.role}): {item.feedback}
              </span>
              <Button
                variant="ghost"
                className="min-h-9 px-2 text-red-700"
                onClick={() => void run(() => deleteTestimonial.mutateAsync(item._id), 'Testimonial removed')}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <div className="grid gap-2 sm:grid-cols-3">
          <input
            aria-label="Customer name"
            placeholder="Name"
            className={input}
            value={testimonial.name}
            onChange={(event) => setTestimonial({ ...testimonial, name: event.target.value })}
          />
          <input
            aria-label="Customer role"
            placeholder="Role, city"
            className={input}
            value={testimonial.role}
            onChange={(event) => setTestimonial({ ...testimonial, role: event.target.value })}
          />
          <input
            aria-label="Feedback"
            placeholder="Feedback"
            className={input}
            value={testimonial.feedback}
            onChange={(event) => setTestimonial({ ...testimonial, feedback: event.target.value })}
          />
          <span className="hidden sm:block" />
          <input
            lang="hi"
            aria-label="Role in Hindi"
            placeholder="Role, city in Hindi (optional)"
            className={input}
            value={testimonial.roleHi}
            onChange={(event) => setTestimonial({ ...testimonial, roleHi: event.target.value })}
          />
          <input
            lang="hi"
            aria-label="Feedback in Hindi"
            placeholder="Feedback in Hindi (optional)"
            className={input}
            value={testimonial.feedbackHi}
            onChange={(event) => setTestimonial({ ...testimonial, feedbackHi: event.target.value })}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!testimonial.name.trim() || !testimonial.feedback.trim()}
          onClick={() =>
            void run(
              () => createTestimonial.mutateAsync(testimonial),
              'Testimonial added',
              () => setTestimonial(emptyTestimonial),
            )
          }
        >
          Add testimonial
        </Button>
      </Card>
    </div>
  );
}
