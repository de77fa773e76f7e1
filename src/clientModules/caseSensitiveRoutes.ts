import routes from '@generated/routes';
import {matchCaseSensitively} from '../utils/caseSensitiveRoutes';

// Before the app first matches a path (see src/utils/caseSensitiveRoutes.ts).
// Routes added later (the lean bundle's route sections) are marked as they arrive.
matchCaseSensitively(routes);
