import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { usePushSettings } from '../api/push-settings';
import { pushState, turnOff, turnOn } from './push-device';

/**
 * This device's notifications as a screen needs them: the shop's key (null: the shop sends none), the
 * device's state, and turning it on or off.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const settings = usePushSettings();
  const publicKey = settings.data?.publicKey ?? null;
  const state = useQuery({ queryKey: queryKeys.push.device, queryFn: pushState, enabled: !!publicKey, staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.push.device });
  return {
    /** Whether the shop sends notifications at all (known once its settings are read). */
    offered: !!publicKey,
    loading: settings.isPending || (!!publicKey && state.isPending),
    state: state.data,
    turnOn: async () => {
      const result = await turnOn(publicKey!);
      await refresh();
      return result;
    },
    turnOff: async () => {
      await turnOff();
      await refresh();
    },
  };
}
