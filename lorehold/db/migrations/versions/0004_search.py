"""what search needs per printing and per card: the printing's own release date, watermark,
games, frame, border and flags; the card's format legalities and EDHREC rank

Revision ID: 0004_search
Revises: 0003_scrape
Create Date: 2026-12-01 22:30:00.000000
"""

from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0004_search'
down_revision = '0003_scrape'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('printings', schema=None) as batch_op:
        batch_op.add_column(sa.Column('released', sa.Date(), nullable=True))
        batch_op.add_column(sa.Column('watermark', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True))
        batch_op.add_column(sa.Column('games', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True))
        batch_op.add_column(sa.Column('frame', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=True))
        batch_op.add_column(sa.Column('border', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=True))
        batch_op.add_column(sa.Column('flags', sqlmodel.sql.sqltypes.AutoString(length=255), nullable=True))
    with op.batch_alter_table('cards', schema=None) as batch_op:
        batch_op.add_column(sa.Column('edhrec_rank', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('legalities', sqlmodel.sql.sqltypes.AutoString(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('cards', schema=None) as batch_op:
        batch_op.drop_column('legalities')
        batch_op.drop_column('edhrec_rank')
    with op.batch_alter_table('printings', schema=None) as batch_op:
        for column in ('flags', 'border', 'frame', 'games', 'watermark', 'released'):
            batch_op.drop_column(column)
