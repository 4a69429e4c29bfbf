import { DictAdmin } from '../components/dict-admin';

/** /system/dict: the system dictionaries, shared by every tenant. */
export const DictPage = () => <DictAdmin kind="system" title="系统字典" />;
