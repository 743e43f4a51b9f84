import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { GENDERS, profileSchema } from '@padstore/domain';
import { DELIVERY_MESSAGES, MESSAGES } from '@padstore/domain/messages';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { UserIcon } from '../../../components/ui/icons';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFillUntilTouched } from '../../../lib/use-fill-until-touched';
import { useUser, type User } from '../../../lib/user';
import { useUpdateUser } from '../api/update-user';
import { MyDataCard } from '../../privacy';
import { PushSwitch } from '../../push';
import { AddressFields } from '../components/address-fields';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { MessageSettings } from '../components/message-settings';
import { fieldError } from '../components/field-error';
import { genderLabel } from '../components/gender-labels';

// The editor and its canvas code load only when someone opens it.
const PhotoEditor = lazy(() => import('../components/photo-editor').then((m) => ({ default: m.PhotoEditor })));

type ProfileForm = z.input<typeof profileSchema>;
type ProfileValues = z.output<typeof profileSchema>;

const formValues = (user: User): ProfileForm => ({
  fullName: user.fullName,
  gender: user.gender as ProfileForm['gender'],
  email: user.email,
  phoneNumber: String(user.phoneNumber),
  address: user.address,
  pinCode: user.pinCode,
  plotNumber: user.plotNumber,
  street: user.street,
});

/** The profile as multipart: every field, and the edited picture when there is one. */
function profileForm(values: ProfileValues, photo: File | null | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value ?? ''));
  if (photo) form.append('image', photo, photo.name);
  if (photo === null) form.append('removeImage', 'true');
  return form;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="font-medium text-gray-900">{value || ' -'}</dd>
    </div>
  );
}

/** /profile: view and edit mode, with the photo editor. */
export function ProfilePage() {
  const t = useT();
  usePageTitle(t('My Profile'));
  const navigate = useNavigate();
  const user = useUser();
  const update = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const [photo, setPhoto] = useState<{ file: File | null; preview: string | null } | undefined>(undefined);
  const form = useForm<ProfileForm, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
  });
  // Her profile fills the form when it arrives, unless she has started editing it already.
  const fill = useFillUntilTouched(form, user.data, formValues);

  /** Saves the profile; the form's Save goes home (as the specification says), a photo saved alone stays here. */
  const submit = async (values: ProfileValues, file: File | null | undefined, then: 'home' | 'stay') => {
    try {
      // Resolves once her profile is read again, so the photo shown below is the one the store now holds.
      const response = await update.mutateAsync(profileForm(values, file));
      notify.success(response.message);
      setEditing(false);
      setPhoto(undefined);
      if (then === 'home') navigate('/');
    } catch (error) {
      notify.error(errorMessage(error, t(MESSAGES.unexpected)));
      throw error;
    }
  };
  const onSubmit = form.handleSubmit((values) => submit(values, photo?.file, 'home').catch(() => undefined));

  // Saving the photo outside edit mode submits the profile at once, and she stays to see it.
  const onPhotoSaved = async (file: File | null) => {
    setPhoto({ file, preview: file ? URL.createObjectURL(file) : null });
    if (!editing && user.data) await submit(profileSchema.parse(formValues(user.data)), file, 'stay');
  };

  if (user.isPending)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <TextSkeleton lines={8} />
      </div>
    );
  if (user.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
      </div>
    );

  const profile = user.data;
  const picture = photo ? photo.preview : profile.image;
  const errors = form.formState.errors;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      {/* The whole heading's box goes home, not only its words. */}
      <Link to="/" className="mb-6 block text-gray-900 hover:text-brand-800">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('My Profile')}</h1>
      </Link>
      <Card>
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <div className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-brand-100">
            {picture ? (
              <img src={picture} alt={t('Your photo')} width={96} height={96} className="size-full object-cover" />
            ) : (
              <UserIcon className="size-12 text-brand-700" />
            )}
          </div>
          <div className="text-center sm:text-left">
            <p className="text-lg font-semibold text-gray-900">{profile.fullName}</p>
            <p className="text-gray-600">{profile.phoneNumber}</p>
            <Button
              variant="ghost"
              className="mt-1 px-3 text-brand-700"
              onClick={() => setEditorOpen(true)}
              busy={update.isPending && !editing}
              busyText={t('Saving...')}
            >
              {t('Change Photo')}
            </Button>
          </div>
        </div>

        {editing ? (
          <form {...fill.formProps} onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
            <TextField label={t('Full name')} autoComplete="name" error={fieldError(t, errors.fullName)} {...form.register('fullName')} />
            <SelectField
              label={t('Gender')}
              placeholder={t('Select gender')}
              options={GENDERS}
              optionLabel={(gender) => t(genderLabel(gender))}
              error={fieldError(t, errors.gender)}
              {...form.register('gender')}
            />
            <TextField
              label={t('Email')}
              type="email"
              autoComplete="email"
              error={fieldError(t, errors.email)}
              {...form.register('email')}
            />
            <TextField
              label={t('Mobile number')}
              readOnly
              hint={t('Your mobile number is your account and cannot be changed.')}
              error={fieldError(t, errors.phoneNumber)}
              {...form.register('phoneNumber')}
            />
            <AddressFields
              errors={errors}
              fields={{
                address: form.register('address'),
                pinCode: form.register('pinCode'),
                plotNumber: form.register('plotNumber'),
                street: form.register('street'),
              }}
            />
            <div className="flex gap-3 sm:col-span-2">
              <Button type="submit" className="flex-1" busy={update.isPending} busyText={t('Saving...')}>
                {t('Save Changes')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  fill.refill(formValues(profile));
                  setPhoto(undefined);
                  setEditing(false);
                }}
              >
                {t('Cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <Detail label={t('Full name')} value={profile.fullName} />
              <Detail label={t('Gender')} value={t(genderLabel(profile.gender))} />
              <Detail label={t('Email')} value={profile.email} />
              <Detail label={t('Mobile number')} value={String(profile.phoneNumber)} />
              <Detail label={t('Address')} value={profile.address} />
              <Detail label={t('Pin code')} value={profile.pinCode} />
              <Detail label={t('Plot number')} value={profile.plotNumber} />
              <Detail label={t('Street')} value={profile.street} />
              <Detail
                label={t('Delivery')}
                value={
                  profile.isBranchAvailable
                    ? t('Served by {branch}', { branch: profile.matchingBranch?.name ?? '' })
                    : t(DELIVERY_MESSAGES.notDelivered(profile.pinCode))
                }
              />
            </dl>
            <Button className="mt-6" onClick={() => setEditing(true)}>
              {t('Edit Profile')}
            </Button>
          </>
        )}
      </Card>
      <PushSwitch />
      <MessageSettings />
      <MyDataCard />
      <SignOutEverywhere />
      {editorOpen && (
        <Suspense fallback={null}>
          <PhotoEditor currentImage={picture ?? null} onSave={onPhotoSaved} onClose={() => setEditorOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
