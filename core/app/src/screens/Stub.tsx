import { FormattedMessage } from 'react-intl';
import { useRouteDef } from '../routes/useRouteDef.ts';

/** Placeholder for screens that later issues fill in: shows the route's title, nothing else. */
export default function Stub() {
  const route = useRouteDef();
  return (
    <section aria-labelledby="screen-title">
      {route.title && (
        <h2 id="screen-title" className="sr-only">
          <FormattedMessage id={route.title} />
        </h2>
      )}
    </section>
  );
}
