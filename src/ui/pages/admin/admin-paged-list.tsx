import { QueryList, type QueryListProps } from '../../components/query-list';
import { CaseList, Muted } from './moderation.styles';

/** A console list (components/query-list.tsx) in the console's list and note styles. */
export const AdminPagedList = <T,>(props: Omit<QueryListProps<T>, 'List' | 'Note'>) => (
  <QueryList {...props} List={CaseList} Note={Muted} />
);
