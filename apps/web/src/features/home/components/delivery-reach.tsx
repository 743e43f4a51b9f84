import { Link } from 'react-router';
import { DELIVERY_MESSAGES } from '@padstore/domain/messages';
import { pinCodeCheckMessage } from '@padstore/domain/pin-code';
import { useT } from '../../../lib/i18n';
import { useUser } from '../../../lib/user';
import { NotDeliveredNotice } from '../../delivery';

export interface DeliveryReach {
  pinCode: string;
  served: boolean;
  /** The specification's words for her pin code ('Pincode is not valid', 'Branch is not available.'). */
  message: string;
}

/**
 * Whether the store reaches the signed-in customer's saved pin code, from the profile the top bar has
 * already asked for (no request of its own); null for a guest, and until the profile is known.
 */
export function useDeliveryReach(): DeliveryReach | null {
  const profile = useUser().data;
  if (!profile?.pinCode) return null;
  return {
    pinCode: profile.pinCode,
    served: profile.isBranchAvailable,
    message: pinCodeCheckMessage(profile.matchingBranch && { active: profile.isBranchAvailable }),
  };
}

/**
 * In place of the store's delivery promises, for a customer whose saved pin code no branch serves: the
 * first thing on her home page, where the hero banner (the demo's says 'Pads at your door in 30-60
 * minutes') would be.
 */
export function NotDeliveredSection({ reach }: { reach: DeliveryReach }) {
  const t = useT();
  return (
    <section aria-labelledby="reach-heading">
      <h2 id="reach-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
        {t(DELIVERY_MESSAGES.toYou)}
      </h2>
      <div className="mt-3 text-base">
        <NotDeliveredNotice pinCode={reach.pinCode} message={t(reach.message)}>
          <Link to="/locationaccess" className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t(DELIVERY_MESSAGES.changeLocation)}
          </Link>
        </NotDeliveredNotice>
      </div>
    </section>
  );
}
