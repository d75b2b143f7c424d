"""The whole schema: imports every table module, so ``SQLModel.metadata`` holds every table.

Import this (not ``lorehold.db.models`` alone) where the complete metadata is needed: Alembic's
environment, the export's table types, the models-against-migrations tests. The core tables live
in ``models.py``; feature tables in their own modules, each importing ``models`` (the naming
convention, the tables they refer to), never the other way round (issue 12: no import circles).
A new table module is added here.
"""

from lorehold.db import models  # noqa: F401  (cards, printings, sources, rulings, ...)
from lorehold.db import models_changes  # noqa: F401  (the update change log)
from lorehold.db import models_pages  # noqa: F401  (what pages say of printings)
from lorehold.db import models_rules  # noqa: F401  (Comprehensive Rules)
from lorehold.db import models_scrape  # noqa: F401  (the scrape queue)
