"""the update change log: snapshots, changes, oracle history

Revision ID: 0006_changes
Revises: 0003_scrape
Create Date: 2026-12-01 22:19:09.694260
"""

from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0006_changes'
down_revision = '0005_pages'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('snapshots',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('source', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('version', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True),
    sa.Column('taken_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('files', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('summary', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_snapshots'))
    )
    with op.batch_alter_table('snapshots', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_snapshots_source'), ['source'], unique=False)
        batch_op.create_index(batch_op.f('ix_snapshots_taken_at'), ['taken_at'], unique=False)

    op.create_table('changes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('snapshot_id', sa.Integer(), nullable=False),
    sa.Column('kind', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('action', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('subject', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('card_id', sa.Integer(), nullable=True),
    sa.Column('old', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('new', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_changes_card_id_cards'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['snapshot_id'], ['snapshots.id'], name=op.f('fk_changes_snapshot_id_snapshots'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_changes'))
    )
    with op.batch_alter_table('changes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_changes_card_id'), ['card_id'], unique=False)
        batch_op.create_index('ix_changes_snapshot_id_kind', ['snapshot_id', 'kind'], unique=False)

    op.create_table('oracle_history',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('card_id', sa.Integer(), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('mana_cost', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('type_line', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('oracle_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.Column('power', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('toughness', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('loyalty', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=True),
    sa.Column('since_snapshot_id', sa.Integer(), nullable=True),
    sa.Column('until_snapshot_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['card_id'], ['cards.id'], name=op.f('fk_oracle_history_card_id_cards'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['since_snapshot_id'], ['snapshots.id'], name=op.f('fk_oracle_history_since_snapshot_id_snapshots'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['until_snapshot_id'], ['snapshots.id'], name=op.f('fk_oracle_history_until_snapshot_id_snapshots'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_oracle_history'))
    )
    with op.batch_alter_table('oracle_history', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_oracle_history_card_id'), ['card_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('oracle_history', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_oracle_history_card_id'))

    op.drop_table('oracle_history')
    with op.batch_alter_table('changes', schema=None) as batch_op:
        batch_op.drop_index('ix_changes_snapshot_id_kind')
        batch_op.drop_index(batch_op.f('ix_changes_card_id'))

    op.drop_table('changes')
    with op.batch_alter_table('snapshots', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_snapshots_taken_at'))
        batch_op.drop_index(batch_op.f('ix_snapshots_source'))

    op.drop_table('snapshots')
