import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {holdServerHeadUntilHydrated} from '../utils/serverHead';

// Before the app's first render: the head manager's first writes come during hydration.
if (ExecutionEnvironment.canUseDOM) {
  holdServerHeadUntilHydrated(document);
}
