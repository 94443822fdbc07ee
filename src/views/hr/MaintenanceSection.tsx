import useSWR from 'swr';
import { fetchMaintenance, HR_MAINTENANCE_KEY } from '../../api/maintenance';
import { MAINTENANCE_TEXTS } from '../../domain/maintenance';
import { failureWords, passStateWords } from '../../format/maintenance';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

/**
 * Pengaturan → Pemeliharaan berkala (docs/deployment.md, "Passes"): each of the server's passes, its latest run, its
 * latest run that skipped items and why, and the items whose failure is still listed.
 */
export function MaintenanceSection() {
  const { data, error, mutate } = useSWR(HR_MAINTENANCE_KEY, fetchMaintenance);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className="text-lg font-semibold text-ink">
        {MAINTENANCE_TEXTS.heading}
      </h2>
      <p className="text-sm text-ink-muted">{MAINTENANCE_TEXTS.intro}</p>
      {error && !data && <LoadError error={error} fallback={MAINTENANCE_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <>
          <dl className="card grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]" data-testid="maintenance-passes">
            {data.passes.map((pass) => {
              const words = passStateWords(pass);
              return [
                <dt key={`${pass.name}-label`} className="font-semibold text-ink">
                  {words.label}
                </dt>,
                <dd key={`${pass.name}-state`} className="text-ink">
                  <p>{words.lastRun}</p>
                  {words.lastFailure && <p className="mt-1 rounded-lg bg-tone-danger-bg p-2 text-tone-danger-fg">{words.lastFailure}</p>}
                </dd>,
              ];
            })}
          </dl>
          <h3 className="font-semibold text-ink">{MAINTENANCE_TEXTS.failuresHeading}</h3>
          {data.failures.length === 0 ? (
            <p className="text-sm text-ink-muted">{MAINTENANCE_TEXTS.noFailures}</p>
          ) : (
            <ul className="card flex flex-col divide-y divide-line/60 text-sm" data-testid="maintenance-failures">
              {data.failures.map((failure) => (
                <li key={`${failure.pass}-${failure.item}`} className="py-2 text-ink">
                  {failureWords(failure)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
