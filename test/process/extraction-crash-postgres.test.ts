import { crashKinds, describeCrash } from '../support/extraction-crash.ts';

describeCrash(crashKinds[1]!);
