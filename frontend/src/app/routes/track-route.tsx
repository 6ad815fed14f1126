import { useLocation, useParams } from 'react-router-dom';
import { TrackPage } from '../../features/tracking/track-page';

/** `/track/{code}`: the query string (`aff`, UTM parameters) goes on to the API unchanged. */
export default function TrackRoute() {
  const { code = '' } = useParams();
  const { search } = useLocation();
  return <TrackPage key={`${code}${search}`} code={code} search={search} />;
}
