import { fuzzEveryRouteAs } from '../../support/fuzz/route-fuzz-suite';

fuzzEveryRouteAs('player');
