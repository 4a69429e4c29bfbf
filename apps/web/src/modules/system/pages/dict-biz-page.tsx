import { DictAdmin } from '../components/dict-admin';

/** /system/dictbiz: the business dictionaries of the user's tenant. */
export const DictBizPage = () => <DictAdmin kind="biz" title="业务字典" />;
