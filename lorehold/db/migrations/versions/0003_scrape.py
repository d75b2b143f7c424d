"""the scrape queue: URLs to fetch, their state, reason and attempts

Revision ID: 0003_scrape
Revises: 0002_rules
Create Date: 2026-11-29 21:46:22.823928
"""

from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0003_scrape'
down_revision = '0002_rules'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('scrape_queue',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('url', sqlmodel.sql.sqltypes.AutoString(length=2048), nullable=False),
    sa.Column('state', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('reason', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('found_on', sqlmodel.sql.sqltypes.AutoString(length=2048), nullable=True),
    sa.Column('added_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('updated_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_scrape_queue')),
    sa.UniqueConstraint('url', name=op.f('uq_scrape_queue_url'))
    )
    with op.batch_alter_table('scrape_queue', schema=None) as batch_op:
        batch_op.create_index('ix_scrape_queue_state_id', ['state', 'id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('scrape_queue', schema=None) as batch_op:
        batch_op.drop_index('ix_scrape_queue_state_id')
    op.drop_table('scrape_queue')
