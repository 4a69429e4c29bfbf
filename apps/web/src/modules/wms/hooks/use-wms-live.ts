import { WMS_CHANGE_EVENT, type WmsChangeEvent } from '@kc/domain/wms/wms';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { wmsKeys } from '../api';

/** A container, an application or an alarm changed somewhere (the WMS, another party): what is shown is read again. */
export const useWmsLive = (onChange?: (e: WmsChangeEvent) => void) => {
  const client = useQueryClient();
  useLiveEvent<WmsChangeEvent>(WMS_CHANGE_EVENT, (e) => {
    void client.invalidateQueries({ queryKey: wmsKeys.all });
    onChange?.(e);
  });
};
