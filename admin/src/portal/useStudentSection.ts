import { useQuery } from '@tanstack/react-query';
import { usePortal } from './PortalContext';
import { portalApi } from './portalClient';

type Section = 'account' | 'grades' | 'classes' | 'credential' | 'notices';

/** A portal page's data: its section of the student shown, cached per student (a guardian switches children). */
export function useStudentSection<K extends Section>(section: K) {
  const { studentId } = usePortal();
  return useQuery<Awaited<ReturnType<(typeof portalApi)[K]>>>({
    queryKey: ['portal', section, studentId],
    queryFn: () => portalApi[section](studentId) as Promise<Awaited<ReturnType<(typeof portalApi)[K]>>>,
  });
}
