import type { Gender } from '@padstore/domain/constants';
import { msg } from '../../../lib/i18n';

/** The genders as she reads them; the value saved stays the English one. */
const GENDER_LABELS: Record<Gender, string> = { Male: msg('Male'), Female: msg('Female') };

export const genderLabel = (gender: string): string => GENDER_LABELS[gender as Gender] ?? gender;
